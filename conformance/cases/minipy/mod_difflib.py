# difflib: SequenceMatcher (blocks, opcodes, grouped opcodes, the three
# ratios, junk and popular elements) on random sequences, get_close_matches,
# ndiff with its "?" lines, restore, unified_diff and context_diff.
import difflib, random
random.seed(5)
s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.get_matching_blocks(), s.get_opcodes(), s.ratio(), s.quick_ratio(), s.real_quick_ratio())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "wheat", "wheels", "heel", "eel"], n=2, cutoff=0.5))
a = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n".splitlines(keepends=True)
b = "one\ntwo\nthree\nfour\n5ive\nsix\nseven\neight\nnine\nten\neleven\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, "a.txt", "b.txt")))
print("".join(difflib.context_diff(a, b, "a.txt", "b.txt")))
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"])))
d = list(difflib.ndiff(["abcdefg\n", "\tx y\n"], ["abXdefgh\n", "\tx  y\n"]))
print("".join(d)); print("".join(difflib.restore(d, 1)), "".join(difflib.restore(d, 2)))
for trial in range(300):
    x = [random.choice("abcde") for _ in range(random.randint(0, 30))]
    y = [random.choice("abcde") for _ in range(random.randint(0, 30))]
    sm = difflib.SequenceMatcher(None, x, y)
    print(sm.get_opcodes(), list(sm.get_grouped_opcodes(1)), sm.ratio())
big_a = [random.choice("abc") for _ in range(400)]
big_b = [random.choice("abc") for _ in range(300)] + ["z"] * 5
sm = difflib.SequenceMatcher(None, big_a, big_b)
print(len(sm.get_matching_blocks()), sm.ratio(), sorted(sm.bpopular))
lines1 = ["line %d\n" % random.randint(0, 9) for _ in range(40)]
lines2 = ["line %d\n" % random.randint(0, 9) for _ in range(40)]
print("".join(difflib.ndiff(lines1, lines2)))
print("".join(difflib.unified_diff(lines1, lines2, n=1)))
