outer loop with two inner loops side by side and an inner inner
+++[>++[>+++<-]>[>++[>+<-]<-]<<-]>>>>.>+++++[<++++++++>-]<++.
