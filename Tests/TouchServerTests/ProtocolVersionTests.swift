import Testing
@testable import TouchServer

@Test("The driver speaks inputtest protocol 1.1")
func protocolVersionIsOneOne() {
    #expect(InputTestProtocol.versionMajor == 1)
    #expect(InputTestProtocol.versionMinor == 1)
}
