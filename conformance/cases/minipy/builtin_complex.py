print("before")
z = complex(1, 2)
print(z)
