# textwrap over a grid of generated texts, widths and options: hyphens,
# em-dashes, long words, sentence endings, tabs, max_lines placeholders
import textwrap

words = ["a", "to", "the", "wrap", "well-known", "re-re-entry", "x--y", "--", "end.", "Stop!", "why?", "'quote.'",
         "supercalifragilisticexpialidocious", "tab\there", "3-4", "self-", "-lead", "A-B-C-D", "mid---dash", "\n", "  "]
state = 7
def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n
texts = []
for _ in range(40):
    texts.append(" ".join(words[rand(len(words))] for _ in range(rand(25) + 1)))
total = 0
for t in texts:
    for width in (2, 5, 9, 14, 23, 40):
        for opts in ({}, {"break_long_words": False}, {"break_on_hyphens": False}, {"drop_whitespace": False},
                     {"fix_sentence_endings": True}, {"max_lines": 2}, {"max_lines": 1, "placeholder": "..."},
                     {"initial_indent": "* ", "subsequent_indent": "  "}, {"expand_tabs": False, "replace_whitespace": False}):
            try:
                r = textwrap.wrap(t, width, **opts)
            except ValueError as e:
                r = "ValueError: %s" % e
            total += 1
            print(width, sorted(opts), r)
print(total)
for w in (5, 10, 20):
    print(textwrap.shorten("Hello  world!   How are you doing today?", w), textwrap.shorten("one two", w, placeholder="~"))
print(repr(textwrap.dedent("    a\n      b\n\n    c\n")), repr(textwrap.dedent("\ta\n  b")), repr(textwrap.indent("a\n\nb\n", "> ")), repr(textwrap.indent("a\nb", "+", lambda l: True)))
print(textwrap.fill("The quick brown fox jumps over the lazy dog. " * 3, 30, fix_sentence_endings=True))
