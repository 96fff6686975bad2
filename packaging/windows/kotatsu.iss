; Inno Setup 6 script of Kotatsu's Windows installer (built by packaging/ci/release.yml; not run on
; the Linux development machine). Compile from the repository root after the PyInstaller bundle:
;   iscc /DAppVersion=0.1.0 /DRepoRoot=%CD% packaging\windows\kotatsu.iss
; Inputs: dist\kotatsu\ (the bundle), build\icons\kotatsu.ico (python packaging\icons.py build\icons)
; Output: dist\kotatsu-<version>-windows-x64-setup.exe

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef RepoRoot
  #define RepoRoot "..\.."
#endif

[Setup]
AppId={{3F6C2D3A-8E0B-4E5B-9C47-6B1F0A7E2D51}
AppName=Kotatsu
AppVersion={#AppVersion}
AppVerName=Kotatsu {#AppVersion}
AppPublisher=The Kotatsu developers
AppComments=Five tabletop games at one computer
DefaultDirName={autopf}\Kotatsu
DefaultGroupName=Kotatsu
DisableProgramGroupPage=yes
; per-user install without administrator rights when the player chooses it
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#RepoRoot}\dist
OutputBaseFilename=kotatsu-{#AppVersion}-windows-x64-setup
SetupIconFile={#RepoRoot}\build\icons\kotatsu.ico
UninstallDisplayIcon={app}\kotatsu.exe
UninstallDisplayName=Kotatsu
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
MinVersion=10.0

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#RepoRoot}\dist\kotatsu\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Kotatsu"; Filename: "{app}\kotatsu.exe"; Comment: "Five tabletop games at one computer"
Name: "{autodesktop}\Kotatsu"; Filename: "{app}\kotatsu.exe"; Tasks: desktopicon

[Registry]
; double-clicking a saved game (*.kotatsu) opens it
Root: HKA; Subkey: "Software\Classes\.kotatsu"; ValueType: string; ValueName: ""; ValueData: "Kotatsu.Game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Kotatsu.Game"; ValueType: string; ValueName: ""; ValueData: "Kotatsu game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Kotatsu.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\kotatsu.exe,0"
Root: HKA; Subkey: "Software\Classes\Kotatsu.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\kotatsu.exe"" ""%1"""

[Run]
Filename: "{app}\kotatsu.exe"; Description: "{cm:LaunchProgram,Kotatsu}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; the program folder only: saved games in %APPDATA%\Kotatsu are the player's and stay
Type: filesandordirs; Name: "{app}"
