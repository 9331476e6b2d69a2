total = 1 + \
    2 + \
    3
items = [
    1,
    2,  # trailing comment
    3,
]
call = max(
    4,
    5
)
x = 1; y = 2; print(total, items, call, x + y)
if x: print("one-line if")
for i in range(2): print("loop", i)
while False: pass
