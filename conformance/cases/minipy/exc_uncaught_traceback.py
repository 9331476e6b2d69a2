def inner():
    return {}["nope"]
def outer():
    return inner()
print("start")
outer()
