terraform {
  backend "local" {
    path = "../../state/orders.tfstate"
  }
}
