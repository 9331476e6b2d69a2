read all input then print it backwards
>,[>,]<[.<]
