# Writes str.jsonl: str method results as CPython 3.11 computes them;
# out is repr() of the result. Run from this directory:
#   python3 gen_str.py > str.jsonl
import json

M = 2**62  # stands for an absent end bound

strs = ["", "a", "abc", "hello world", "  lead and trail  ", "a,b,,c,", ",", "aaaa", "ab" * 5, "日本語テキスト",
        "héllo wörld", "\t tab\nnew\r\nline\x0bvt\x0cff\x1cfs\x85nel\u2028ls\u2029ps", "\u3000full\u3000width\u3000",
        "x\r\ny\rz\n", "mIxEd CaSe", "-42", "+7", "3.14", "ǆemal", "ΟΔΟΣ ΟΔΟΣ.", "straße", "a\tb\tc", "12\t345\t6\n\t7"]

def case(kind, s, *args):
    try:
        r = {"out": repr(getattr(s, kind)(*[None if a == "None" else a for a in args]))}
    except Exception as e:
        r = {"err": type(e).__name__ + ": " + str(e)}
    print(json.dumps(dict(kind=kind, v=s, args=list(args), **r), ensure_ascii=False))

for s in strs:
    for m in ["upper", "lower", "title", "capitalize", "swapcase", "casefold", "isdigit", "isalpha", "isalnum",
              "isspace", "isupper", "islower", "istitle", "isidentifier", "isnumeric", "isdecimal", "splitlines"]:
        case(m, s)
    case("splitlines", s, True)
    for maxsplit in [-1, 0, 2]:
        case("split", s, "None", maxsplit)
        case("rsplit", s, "None", maxsplit)
        for sep in [",", "a", "  ", "ab", ""]:
            case("split", s, sep, maxsplit)
            case("rsplit", s, sep, maxsplit)
    for sub in ["", "a", "ab", "l", ",", "テ", "zz"]:
        bounds = [(0, M), (1, M), (-3, M), (0, -1), (2, 5), (5, 2), (100, M), (-100, 3), (3, 3)]
        if s not in ("", "abc", "a,b,,c,", "ab" * 5, "日本語テキスト", "héllo wörld"):
            bounds = bounds[:2]
        for start, end in bounds:
            for m in ["find", "rfind", "index", "rindex", "count", "startswith", "endswith"]:
                case(m, s, sub, start, end)
        case("partition", s, sub)
        case("rpartition", s, sub)
        for count in [-1, 0, 1, 2]:
            case("replace", s, sub, "<>", count)
    for chars in ["None", "", " ", "a", "ab", " \t", "日テ", ",c"]:
        for m in ["strip", "lstrip", "rstrip"]:
            case(m, s, chars)
    for width in [-1, 3, 8, 11, 20]:
        case("zfill", s, width)
        for fill in [" ", "*", "日"]:
            for m in ["center", "ljust", "rjust"]:
                if fill == " " or width in (8, 11):
                    case(m, s, width, fill)
    case("center", s, 9, "ab")
    case("center", s, 9, "")
    for tab in [8, 4, 1, 0, -1]:
        case("expandtabs", s, tab)
for w in range(0, 9):
    for s in ["", "a", "ab", "abc", "abcd"]:
        case("center", s, w, "*")
