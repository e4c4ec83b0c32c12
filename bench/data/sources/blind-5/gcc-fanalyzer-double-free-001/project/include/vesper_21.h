unsigned vesper_21_harbor(unsigned x);
unsigned vesper_21_iris(unsigned x);
unsigned vesper_21_juniper(unsigned x);
unsigned vesper_21_kestrel(unsigned x);
unsigned vesper_21_lumen(unsigned x);
unsigned vesper_21_maple(unsigned x);
