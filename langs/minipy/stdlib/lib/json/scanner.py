"""The scanner the decoder runs: make_scanner(context) returns a function
of (string, idx) that decodes the value at string[idx] and returns it
with the index after it, raising StopIteration(idx) when no value starts
there."""

from _json import make_scanner

c_make_scanner = make_scanner

__all__ = ["make_scanner"]
