"""Per-dialect vocabulary that is about command structure rather than attributes."""
