def shift(text, k):
    out = []
    for ch in text:
        if ch.isalpha() and ch.isascii():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
msg = "Hello, World! The Zebra is quick."
enc = shift(msg, 3)
print(enc)
print(shift(enc, -3) == msg, shift(msg, 26) == msg, shift("xyz", 5))
