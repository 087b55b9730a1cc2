"""Benchmarks of mqtranslate (not tests): corpus generator, tokenizer baseline, the measuring script."""
