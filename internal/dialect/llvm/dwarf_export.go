package llvm

// DWARF constant names for other packages: the LLVM IR translation prints
// debug-info nodes with the same DW_* names LLVM's AsmWriter uses, and
// these tables are the ones the dialect parses them from.

// DwarfKind selects a table of DWARF constants.
type DwarfKind uint8

// DWARF constant tables.
const (
	DwarfTag DwarfKind = iota
	DwarfEncoding
	DwarfLanguage
	DwarfConvention
	DwarfOperation
)

// DwarfName returns the name of DWARF constant id in table k, or "" when
// the table has no such constant.
func DwarfName(k DwarfKind, id uint64) string {
	var table []dwarfName
	switch k {
	case DwarfTag:
		table = dwarfTags
	case DwarfEncoding:
		table = dwarfEncodings
	case DwarfLanguage:
		table = dwarfLanguages
	case DwarfConvention:
		table = dwarfConventions
	case DwarfOperation:
		table = dwarfOperations
	}
	return dwarfString(table, id)
}
