use strict;
use warnings;
use Test::More tests => 13;

ok(1, 'feeds loads');
is(1 + 1, 2, 'feeds case 1');
is(2 + 1, 3, 'feeds case 2');
is(3 + 1, 4, 'feeds case 3');
is(4 + 1, 5, 'feeds case 4');
is(5 + 1, 6, 'feeds case 5');
is(6 + 1, 7, 'feeds case 6');
is(7 + 1, 8, 'feeds case 7');
is(8 + 1, 9, 'feeds case 8');
is(9 + 1, 10, 'feeds case 9');
is(10 + 1, 11, 'feeds case 10');
is(11 + 1, 12, 'feeds case 11');
is(12 + 1, 13, 'feeds case 12');
