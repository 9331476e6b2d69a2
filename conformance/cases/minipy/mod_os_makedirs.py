# os.makedirs and os.removedirs: missing parents, exist_ok, trailing
# separators, errors, removal up to the first non-empty directory
import os, random
root = "/tmp/minipy-case-makedirs-%d-%d" % (os.getpid(), random.getrandbits(64))  # the modes run side by side
os.makedirs(root + "/a/b/c")
print(os.path.isdir(root + "/a/b/c"), sorted(os.listdir(root)), sorted(os.listdir(root + "/a")))
os.makedirs(root + "/a/b/c", exist_ok=True)
try: os.makedirs(root + "/a/b/c")
except FileExistsError as e: print("FileExistsError", e.errno)
os.makedirs(root + "/x/y/", exist_ok=False)
print(os.path.isdir(root + "/x/y"))
os.makedirs(root + "/keep/gone/deeper")
os.mkdir(root + "/keep/stay")
os.removedirs(root + "/keep/gone/deeper")
print(os.path.exists(root + "/keep/gone"), os.path.exists(root + "/keep"), sorted(os.listdir(root + "/keep")))
try: os.removedirs(root + "/nope")
except FileNotFoundError: print("FileNotFoundError")
os.removedirs(root + "/keep/stay"); os.removedirs(root + "/x/y"); os.removedirs(root + "/a/b/c")
print(os.path.exists(root))
