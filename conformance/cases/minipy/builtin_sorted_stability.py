records = [("bob", 3), ("amy", 1), ("cal", 3), ("dan", 2), ("eve", 1)]
by_score = sorted(records, key=lambda r: r[1])
print(by_score)
print(sorted(by_score, key=lambda r: r[1], reverse=True))
print(sorted(records, key=lambda r: (-r[1], r[0])))
big = [(i % 7, i) for i in range(40)]
s = sorted(big, key=lambda p: p[0])
print(all(s[i][1] < s[i + 1][1] for i in range(len(s) - 1) if s[i][0] == s[i + 1][0]))
