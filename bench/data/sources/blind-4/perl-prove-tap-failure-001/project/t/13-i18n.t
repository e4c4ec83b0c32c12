use strict;
use warnings;
use Test::More tests => 15;

ok(1, 'i18n loads');
is(1 + 13, 14, 'i18n case 1');
is(2 + 13, 15, 'i18n case 2');
is(3 + 13, 16, 'i18n case 3');
is(4 + 13, 17, 'i18n case 4');
is(5 + 13, 18, 'i18n case 5');
is(6 + 13, 19, 'i18n case 6');
is(7 + 13, 20, 'i18n case 7');
is(8 + 13, 21, 'i18n case 8');
is(9 + 13, 22, 'i18n case 9');
is(10 + 13, 23, 'i18n case 10');
is(11 + 13, 24, 'i18n case 11');
is(12 + 13, 25, 'i18n case 12');
is(13 + 13, 26, 'i18n case 13');
is(14 + 13, 27, 'i18n case 14');
