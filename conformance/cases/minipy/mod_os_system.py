# os.system: the shell's wait status (exit status << 8, a signal's
# number), the child writing to the same stdout (flushed first here, as
# a program must for CPython's order), str and bytes commands.
import os

print("before", flush=True)
print(os.system(""), os.system("exit 3"), os.system("kill -9 $$"), flush=True)
print(os.system("echo from-child"), flush=True)
print(os.system("exit 1") >> 8, flush=True)
print(os.system(b"true"), os.system("exit 255") >> 8, flush=True)
try:
    os.system(5)
except TypeError as e:
    print("TypeError", e)
