// Every schema imports zod from here so that messages are in French for the writer: hers first (writer-messages.ts),
// zod's own French for the rest.
import { z } from 'zod'
import { fr } from 'zod/locales'
import { writerMessage } from './writer-messages.ts'

const zodFrench = fr().localeError
z.config({ localeError: (issue) => writerMessage(issue) ?? zodFrench(issue) })

export { z }
