use strict;
use warnings;
use Test::More tests => 12;

ok(1, 'media loads');
is(1 + 10, 11, 'media case 1');
is(2 + 10, 12, 'media case 2');
is(3 + 10, 13, 'media case 3');
is(4 + 10, 14, 'media case 4');
is(5 + 10, 15, 'media case 5');
is(6 + 10, 16, 'media case 6');
is(7 + 10, 17, 'media case 7');
is(8 + 10, 18, 'media case 8');
is(9 + 10, 19, 'media case 9');
is(10 + 10, 20, 'media case 10');
is(11 + 10, 21, 'media case 11');
