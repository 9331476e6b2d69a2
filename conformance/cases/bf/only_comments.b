This file has no commands at all
Just words and digits 0123456789 and symbols like ! ? : ; ( ) { } / * = _ # @ $ % ^ & ~ ' " | \ `
	Tabs too
