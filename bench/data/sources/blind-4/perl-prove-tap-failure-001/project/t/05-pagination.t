use strict;
use warnings;
use Test::More tests => 12;

ok(1, 'pagination loads');
is(1 + 5, 6, 'pagination case 1');
is(2 + 5, 7, 'pagination case 2');
is(3 + 5, 8, 'pagination case 3');
is(4 + 5, 9, 'pagination case 4');
is(5 + 5, 10, 'pagination case 5');
is(6 + 5, 11, 'pagination case 6');
is(7 + 5, 12, 'pagination case 7');
is(8 + 5, 13, 'pagination case 8');
is(9 + 5, 14, 'pagination case 9');
is(10 + 5, 15, 'pagination case 10');
is(11 + 5, 16, 'pagination case 11');
