import TouchServer
print("xuitouch: inputtest protocol \(InputTestProtocol.versionMajor).\(InputTestProtocol.versionMinor)")
