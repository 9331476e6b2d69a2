echo with minus one EOF
,+[-.,+]
