module github.com/microjit/microjit/langs/prolog

go 1.26.8
