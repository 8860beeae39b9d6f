"""The HTTP shell around the rules library: parsing, validation and transport only."""
