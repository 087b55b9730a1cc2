"""PCF (Programmable Command Format) support."""
