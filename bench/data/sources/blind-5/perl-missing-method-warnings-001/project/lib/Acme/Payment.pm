package Acme::Payment;
use strict;
use warnings;

sub new { my ($class, %a) = @_; return bless {%a}, $class }
sub id           { $_[0]{id} }
sub memo         { $_[0]{memo} }
sub amount_cents { $_[0]{cents} }

1;
