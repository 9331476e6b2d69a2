A multiply loop that reaches past the initial tape makes it grow
++++++++[>>>>+++++++++<<<<-]>>>>.
