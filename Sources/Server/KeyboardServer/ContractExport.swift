// The contract's names are the server's vocabulary; importing KeyboardServer brings them along.
@_exported import KeyboardContract
