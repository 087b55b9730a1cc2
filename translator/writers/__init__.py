"""Writers: canonical model -> dialect text (Jinja templates) or bytes (PCF)."""
