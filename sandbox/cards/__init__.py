"""Cards as data: the card model, its vocabulary, the card-file parser and the built-in library."""
