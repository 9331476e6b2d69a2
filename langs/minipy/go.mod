module github.com/microjit/microjit/langs/minipy

go 1.26.8
