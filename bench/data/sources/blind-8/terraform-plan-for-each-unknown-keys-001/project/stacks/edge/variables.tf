variable "regions" {
  type    = list(string)
  default = ["ams", "cdg", "fra", "iad", "lhr", "nrt", "ord", "sea", "sin", "syd"]
}

variable "services" {
  type    = list(string)
  default = ["api", "assets", "auth", "images", "search", "video"]
}
