squares = {n: n * n for n in range(6)}
print(squares, {v: k for k, v in squares.items() if k % 2})
keys = squares.keys()
squares[10] = 100
print(len(keys), 10 in keys, list(keys)[-1], sorted(squares.values())[-2:])
for k, v in sorted(squares.items(), key=lambda kv: -kv[1])[:3]:
    print(k, v)
print(list(reversed(squares)), max(squares), sum(squares.values()))
