# stat: file-type tests, S_IMODE/S_IFMT and filemode for each kind of file.
import stat, os
for m in (0o100644, 0o40755, 0o120777, 0o104755, 0o102755, 0o41777, 0o100000, 0o20600, 0o10644, 0o140755, 0o60660, 0o101000, 0o0):
    print(oct(m), stat.filemode(m), stat.S_ISDIR(m), stat.S_ISREG(m), stat.S_ISLNK(m), stat.S_IMODE(m), stat.S_IFMT(m))
print(stat.S_ISDIR(os.stat("/").st_mode), stat.filemode(os.stat("/").st_mode)[0])
