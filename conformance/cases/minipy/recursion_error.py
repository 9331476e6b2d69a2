def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("RecursionError:", e)
def again():
    return again()
again()
