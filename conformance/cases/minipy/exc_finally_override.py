def override():
    try:
        return 1
    finally:
        return 2
def swallow():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"
def reraise_in_finally():
    try:
        raise KeyError("first")
    finally:
        print("cleanup")
print(override(), swallow())
try:
    reraise_in_finally()
except KeyError as e:
    print("KeyError:", e)
