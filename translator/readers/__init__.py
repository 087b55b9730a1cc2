"""Readers: dialect text or bytes -> canonical model."""
