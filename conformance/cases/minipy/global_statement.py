counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)
def make():
    global created
    created = "yes"
make()
print(created)
def reader():
    return counter * 10
print(reader())
def shadow():
    counter = -1
    return counter
print(shadow(), counter)
