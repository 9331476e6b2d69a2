module github.com/microjit/microjit

go 1.26.8
