use strict;
use warnings;
use Test::More tests => 15;

ok(1, 'drafts loads');
is(1 + 8, 9, 'drafts case 1');
is(2 + 8, 10, 'drafts case 2');
is(3 + 8, 11, 'drafts case 3');
is(4 + 8, 12, 'drafts case 4');
is(5 + 8, 13, 'drafts case 5');
is(6 + 8, 14, 'drafts case 6');
is(7 + 8, 15, 'drafts case 7');
is(8 + 8, 16, 'drafts case 8');
is(9 + 8, 17, 'drafts case 9');
is(10 + 8, 18, 'drafts case 10');
is(11 + 8, 19, 'drafts case 11');
is(12 + 8, 20, 'drafts case 12');
is(13 + 8, 21, 'drafts case 13');
is(14 + 8, 22, 'drafts case 14');
