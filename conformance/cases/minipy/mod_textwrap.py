import textwrap
text = ("The quick brown fox jumps over the lazy dog. Well-known self-evident state-of-the-art "
        "long--dash words and a supercalifragilisticexpialidocious token, e-mail x-ray; "
        "Mr. Smith went to Washington. He said \"Hi.\" Then left!  Double  spaces\tand tabs.")
for w in [10, 15, 20, 33, 50, 70]:
    print(w, textwrap.wrap(text, w))
print(textwrap.fill(text, 40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(text, 25, break_on_hyphens=False), textwrap.wrap(text, 12, break_long_words=False))
print(textwrap.wrap(text, 30, fix_sentence_endings=True))
print(textwrap.shorten("Hello  world! This is a long sentence", width=20), textwrap.shorten("Hello world", 11))
print(repr(textwrap.dedent("    a\n      b\n   \n    c\n")), repr(textwrap.dedent("\tx\n\ty")), repr(textwrap.dedent("  a\n b\n")))
print(repr(textwrap.indent("a\nb\n\nc", "> ")), repr(textwrap.indent("a\n\nb", "+", lambda l: True)))
print(textwrap.wrap(text, 40, max_lines=3), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
