// Templates are embedded by EmbedTemplatesPlugin; see Plugins/.
