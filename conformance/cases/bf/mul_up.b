Multiply loop counting up: the cell starts at 250 so the loop runs 6 times
++++++++++++++++++++++++++++++++++++++++++++++++++ (50)
[>+++++<-] cell 1 is 250
>[+>+++++++++++<]  cell 2 gets 6 times 11 which is 66
>.
