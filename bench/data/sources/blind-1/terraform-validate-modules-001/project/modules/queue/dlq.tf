resource "terraform_data" "dead_letter" {
  input = {
    name              = "${var.env}-queue-dlq"
    max_receive_count = 5
  }
  input_hash = sha256("${var.env}-queue-dlq")
}
