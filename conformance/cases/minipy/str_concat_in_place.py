# str + str: a string built a piece at a time, the strings it passes
# through, and strings made from them stay what they were.


def build(pieces):
    out = ""
    steps = []
    for p in pieces:
        out = out + p
        steps.append(out)
    return out, steps


# Every intermediate string keeps its own text.
word, steps = build(["ab", "cd", "ef", "gh"])
print(word, steps)



def cat(p, q):
    return p + q


# a + b, then a + c: the second sum must not see b.
a = cat("x", "yz")
b = a + "123"
c = a + "456"
print(a, b, c, len(a), len(b), len(c))
d = b + "!"
e = b + "?"
print(b, d, e)

# a's buffer grows (moves to a larger array) through b; a + c then
# copies a, wherever a's text now is.
a = cat("ab", "c")
b = a + "d" * 40
c = a + "e"
d = c + "f"
print(a, b, c, d, len(b))
for k in range(3):
    a = a + "+" * 30
    c = cat(a[:3], "x")
print(len(a), c, (a + "y")[-2:], (b + "z")[-2:])

# Slices of a string that grew in place, and growing a slice.
s = ""
for ch in "abcdefghijklmnopqrstuvwxyz0123456789":
    s = s + ch
t = s[:10]
u = s[5:]
print(s, t, u)
t2 = t + "+"
u2 = u + "-"
print(s, t, t2, u, u2)
print(s[::-1], s[-3:], s[30:40])

# Long strings, past any first buffer, appended many times; the copies
# kept along the way stay intact.
long = ""
kept = []
for i in range(200):
    long = long + str(i % 10)
    if i % 50 == 49:
        kept.append(long)
print(len(long), [len(k) for k in kept], kept[0][-5:], kept[3][-5:])
print(all(long.startswith(k) for k in kept))

# Hashing and equality: a built str is the same dict key as a literal,
# before and after it grows.
h = "ke"
h = h + "y"
counts = {"key": 1}
counts[h] = counts.get(h, 0) + 1
h2 = h + "s"
counts[h2] = 5
print(counts, h == "key", h2 == "keys", hash(h) == hash("key"))
print(sorted({h, "key", h2, "keys"}))

# Identity: a sum of two non-empty strs is a new str.
x = cat("a", "b")
y = x + "c"
z = x + "c"
print(y is z, y == z, y is x, cat(y, "d") is cat(y, "d"))
print(cat("", "q") == "q", cat("q", "") == "q")

# Non-ASCII pieces: lengths, indexing and slicing count characters.
n = ""
for ch in ["é", "a", "€", "b", "😀", "c"]:
    n = n + ch
print(n, len(n), n[2], n[4], n[1:5], n[::-1])
m = n + "ü"
k = n + "z"
print(m, k, len(m), len(k), m[-1], k[-1], m.upper(), k.encode("utf-8"))
w = "plain"
w2 = w + "ß"
w3 = w2 + "x"
print(w2, w3, len(w3), w3[5], w3.isascii(), w.isascii(), (w + "y").isascii())

# += on a str is the same operation.
acc = ""
for i in range(5):
    acc += "<" + str(i) + ">"
    prev = acc
acc += "."
print(prev, acc)
